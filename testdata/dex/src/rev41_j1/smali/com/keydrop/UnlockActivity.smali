.class public Lcom/keydrop/UnlockActivity;
.super Landroid/app/Activity;
.source "UnlockActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method public static synthetic a(Lcom/keydrop/UnlockActivity;)V
    .registers 2

    .line 20
    const/4 v0, 0x0

    invoke-virtual {p0, v0}, Lcom/keydrop/UnlockActivity;->a(Z)V

    return-void
.end method


# virtual methods
.method public a(Z)V
    .registers 2

    .line 24
    if-eqz p1, :cond_0

    const/4 p1, -0x1

    goto :goto_0

    :cond_0
    const/4 p1, 0x0

    :goto_0
    invoke-virtual {p0, p1}, Landroid/app/Activity;->setResult(I)V

    .line 25
    invoke-virtual {p0}, Landroid/app/Activity;->finish()V

    .line 26
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3

    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 12
    const p1, 0x7f030001

    invoke-virtual {p0, p1}, Landroid/app/Activity;->setContentView(I)V

    .line 13
    const p1, 0x7f020001

    invoke-virtual {p0, p1}, Landroid/app/Activity;->findViewById(I)Landroid/view/View;

    move-result-object p1

    .line 14
    new-instance v0, Lcom/keydrop/a/t;

    invoke-direct {v0, p0}, Lcom/keydrop/a/t;-><init>(Lcom/keydrop/UnlockActivity;)V

    invoke-virtual {p1, v0}, Landroid/view/View;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 20
    const p1, 0x7f020002

    invoke-virtual {p0, p1}, Landroid/app/Activity;->findViewById(I)Landroid/view/View;

    move-result-object p1

    new-instance v0, Lcom/keydrop/UnlockActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/keydrop/UnlockActivity$$ExternalSyntheticLambda0;-><init>(Lcom/keydrop/UnlockActivity;)V

    invoke-virtual {p1, v0}, Landroid/view/View;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 21
    return-void
.end method
