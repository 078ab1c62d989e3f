# FAQ Browser: build and install under an FHS prefix.
#   make install PREFIX=~/.local      (default PREFIX: /usr/local; DESTDIR for packaging)
#   make uninstall PREFIX=~/.local
#   make validate                      (desktop entry and AppStream metainfo)
#   make deb                           (build/faq-browser_VERSION_amd64.deb, Debian 12; debian/)
PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release
APP_ID := io.github.faqbrowser.FAQBrowser
# A release binary carries the Swift runtime: it starts faster (no symbol lookups in the
# toolchain's libraries) and runs on machines without the toolchain.
SWIFT_BUILD := swift build -c $(CONFIG) $(if $(filter release,$(CONFIG)),--static-swift-stdlib --disable-local-rpath)

root := $(DESTDIR)$(PREFIX)
bindir := $(root)/bin
datadir := $(root)/share

.PHONY: all build install uninstall validate deb

all: build

build:
	Scripts/install-deps
	$(SWIFT_BUILD) --product faq-browser
	Scripts/build-translations

install: build
	install -D -m 755 "$$($(SWIFT_BUILD) --show-bin-path)/faq-browser" "$(bindir)/faq-browser"
	install -D -m 644 Data/faq.json "$(datadir)/faq-browser/faq.json"
	# The bundled help in other languages (faq.de.json…), chosen by the user's locale.
	install -m 644 Data/faq.*.json "$(datadir)/faq-browser/"
	install -d "$(datadir)/faq-browser/samples"
	install -m 644 Data/samples/*.json "$(datadir)/faq-browser/samples/"
	install -D -m 644 Resources/style.css "$(datadir)/faq-browser/style.css"
	# The desktop entry and metainfo, with their translations from po/ merged in.
	install -d "$(datadir)/applications" "$(datadir)/metainfo"
	msgfmt --desktop -d po --template=Resources/$(APP_ID).desktop -o "$(datadir)/applications/$(APP_ID).desktop"
	msgfmt --xml -d po --template=Resources/$(APP_ID).metainfo.xml -o "$(datadir)/metainfo/$(APP_ID).metainfo.xml"
	install -D -m 644 Resources/icons/hicolor/scalable/apps/$(APP_ID).svg "$(datadir)/icons/hicolor/scalable/apps/$(APP_ID).svg"
	install -D -m 644 Resources/icons/hicolor/128x128/apps/$(APP_ID).png "$(datadir)/icons/hicolor/128x128/apps/$(APP_ID).png"
	install -D -m 644 Resources/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg "$(datadir)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg"
	install -D -m 644 Resources/mime/$(APP_ID).xml "$(datadir)/mime/packages/$(APP_ID).xml"
	install -D -m 644 Resources/faq-browser.1 "$(datadir)/man/man1/faq-browser.1"
	Scripts/build-translations "$(datadir)/locale"
	# Caches, when installing for real (a package's scripts do this for DESTDIR builds).
	if [ -z "$(DESTDIR)" ]; then \
	  update-mime-database "$(datadir)/mime" || true; \
	  gtk-update-icon-cache -q -t -f "$(datadir)/icons/hicolor" || true; \
	  update-desktop-database -q "$(datadir)/applications" || true; \
	fi

uninstall:
	rm -f "$(bindir)/faq-browser" "$(datadir)/applications/$(APP_ID).desktop" "$(datadir)/metainfo/$(APP_ID).metainfo.xml"
	rm -f "$(datadir)/icons/hicolor/scalable/apps/$(APP_ID).svg" "$(datadir)/icons/hicolor/128x128/apps/$(APP_ID).png" "$(datadir)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg"
	rm -f "$(datadir)/mime/packages/$(APP_ID).xml" "$(datadir)/man/man1/faq-browser.1"
	rm -rf "$(datadir)/faq-browser"
	find "$(datadir)/locale" -path "*/LC_MESSAGES/faq-browser.mo" -delete 2>/dev/null || true
	if [ -z "$(DESTDIR)" ]; then update-mime-database "$(datadir)/mime" 2>/dev/null || true; fi

validate:
	desktop-file-validate Resources/$(APP_ID).desktop
	appstreamcli validate --no-net Resources/$(APP_ID).metainfo.xml

# The Debian package, in the packaging build (debian/rules; docs/packaging.md). As root, or
# through fakeroot otherwise; the .deb is left in build/.
deb:
	Scripts/install-deps packaging
	dpkg-checkbuilddeps
	$(if $(filter 0,$(shell id -u)),,fakeroot) debian/rules binary
	@echo "built build/faq-browser_$$(dpkg-parsechangelog -SVersion)_amd64.deb"
