// The provider's sign-out confirmation submits itself: the person already chose 'Disconnect' in
// Auberge. A file of its own, not an inline script, so the Content Security Policy ('self') allows it.
document.getElementById('op.logoutForm')?.submit();
