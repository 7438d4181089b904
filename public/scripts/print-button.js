// A page's [data-print] button prints it. A file of its own, not an inline script: the Content
// Security Policy allows only the app's own files, also on pages the client router swaps in.
document.querySelectorAll('[data-print]').forEach((button) => button.addEventListener('click', () => window.print()));
