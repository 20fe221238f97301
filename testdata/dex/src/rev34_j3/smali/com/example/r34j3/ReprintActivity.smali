.class public Lcom/example/r34j3/ReprintActivity;
.super Landroid/app/Activity;
.source "ReprintActivity.java"


# instance fields
.field private orderId:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 10
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .locals 3

    .line 15
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 16
    invoke-virtual {p0}, Lcom/example/r34j3/ReprintActivity;->getIntent()Landroid/content/Intent;

    move-result-object p1

    const-string v0, "order_id"

    invoke-virtual {p1, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    iput-object p1, p0, Lcom/example/r34j3/ReprintActivity;->orderId:Ljava/lang/String;

    .line 17
    new-instance p1, Landroid/widget/Button;

    invoke-direct {p1, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 18
    iget-object v0, p0, Lcom/example/r34j3/ReprintActivity;->orderId:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    const-string v2, "Reprint order "

    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v0}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 19
    new-instance v0, Lcom/example/r34j3/ReprintActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/example/r34j3/ReprintActivity$$ExternalSyntheticLambda0;-><init>(Lcom/example/r34j3/ReprintActivity;)V

    invoke-virtual {p1, v0}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 20
    invoke-virtual {p0, p1}, Lcom/example/r34j3/ReprintActivity;->setContentView(Landroid/view/View;)V

    .line 21
    return-void
.end method

.method onReprint(Landroid/view/View;)V
    .locals 3

    .line 24
    const-string p1, "reprints"

    const/4 v0, 0x0

    invoke-virtual {p0, p1, v0}, Lcom/example/r34j3/ReprintActivity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object p1

    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object p1

    iget-object v0, p0, Lcom/example/r34j3/ReprintActivity;->orderId:Ljava/lang/String;

    const/4 v1, 0x1

    invoke-interface {p1, v0, v1}, Landroid/content/SharedPreferences$Editor;->putBoolean(Ljava/lang/String;Z)Landroid/content/SharedPreferences$Editor;

    move-result-object p1

    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 25
    new-instance p1, Landroid/content/Intent;

    const-class v0, Lcom/example/r34j3/OrdersActivity;

    invoke-direct {p1, p0, v0}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    iget-object v0, p0, Lcom/example/r34j3/ReprintActivity;->orderId:Ljava/lang/String;

    const-string v1, "highlight"

    invoke-virtual {p1, v1, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p1

    invoke-virtual {p0, p1}, Lcom/example/r34j3/ReprintActivity;->startActivity(Landroid/content/Intent;)V

    .line 26
    return-void
.end method
