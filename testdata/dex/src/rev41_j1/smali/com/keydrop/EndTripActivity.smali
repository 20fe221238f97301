.class public Lcom/keydrop/EndTripActivity;
.super Landroid/app/Activity;
.source "EndTripActivity.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method public static synthetic a(Lcom/keydrop/EndTripActivity;)V
    .registers 2

    .line 14
    const/4 v0, -0x1

    invoke-virtual {p0, v0}, Landroid/app/Activity;->setResult(I)V

    .line 15
    invoke-virtual {p0}, Landroid/app/Activity;->finish()V

    .line 16
    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3

    .line 11
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 12
    const p1, 0x7f030002

    invoke-virtual {p0, p1}, Landroid/app/Activity;->setContentView(I)V

    .line 13
    const p1, 0x7f020003

    invoke-virtual {p0, p1}, Landroid/app/Activity;->findViewById(I)Landroid/view/View;

    move-result-object p1

    new-instance v0, Lcom/keydrop/EndTripActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/keydrop/EndTripActivity$$ExternalSyntheticLambda0;-><init>(Lcom/keydrop/EndTripActivity;)V

    invoke-virtual {p1, v0}, Landroid/view/View;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 17
    return-void
.end method
