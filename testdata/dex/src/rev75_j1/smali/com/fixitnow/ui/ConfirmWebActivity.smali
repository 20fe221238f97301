.class public Lcom/fixitnow/ui/ConfirmWebActivity;
.super Landroid/app/Activity;
.source "ConfirmWebActivity.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fixitnow/ui/ConfirmWebActivity$Bridge;
    }
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    new-instance v0, Landroid/webkit/WebView;

    invoke-direct {v0, p0}, Landroid/webkit/WebView;-><init>(Landroid/content/Context;)V

    .line 14
    invoke-virtual {v0}, Landroid/webkit/WebView;->getSettings()Landroid/webkit/WebSettings;

    move-result-object v1

    const/4 v2, 0x1

    invoke-virtual {v1, v2}, Landroid/webkit/WebSettings;->setJavaScriptEnabled(Z)V

    .line 15
    new-instance v1, Lcom/fixitnow/ui/ConfirmWebActivity$Bridge;

    invoke-direct {v1, p0}, Lcom/fixitnow/ui/ConfirmWebActivity$Bridge;-><init>(Lcom/fixitnow/ui/ConfirmWebActivity;)V

    const-string v2, "FixItNow"

    invoke-virtual {v0, v1, v2}, Landroid/webkit/WebView;->addJavascriptInterface(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    invoke-virtual {p0, v0}, Lcom/fixitnow/ui/ConfirmWebActivity;->setContentView(Landroid/view/View;)V

    .line 17
    const-string v1, "file:///android_asset/confirm_visit.html"

    invoke-virtual {v0, v1}, Landroid/webkit/WebView;->loadUrl(Ljava/lang/String;)V

    .line 18
    return-void
.end method
