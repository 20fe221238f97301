.class final Lcom/example/r31j3/Browser;
.super Ljava/lang/Object;
.source "Browser.java"

.field private final context:Landroid/content/Context;

.method constructor <init>(Landroid/content/Context;)V
    .registers 2
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object p1, p0, Lcom/example/r31j3/Browser;->context:Landroid/content/Context;
    .line 10
    return-void
.end method

.method show(Ljava/lang/String;)V
    .registers 4
    .line 12
    new-instance v0, Landroid/webkit/WebView;
    iget-object v1, p0, Lcom/example/r31j3/Browser;->context:Landroid/content/Context;
    invoke-direct {v0, v1}, Landroid/webkit/WebView;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0, p1}, Landroid/webkit/WebView;->loadUrl(Ljava/lang/String;)V
    .line 13
    return-void
.end method
