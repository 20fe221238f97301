.class public Lcom/keydrop/DamageReportActivity;
.super Landroid/app/Activity;
.source "DamageReportActivity.java"


# instance fields
.field private a:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method public static synthetic a(Lcom/keydrop/DamageReportActivity;)V
    .registers 2

    .line 16
    const-string v0, "scratch"

    invoke-direct {p0, v0}, Lcom/keydrop/DamageReportActivity;->a(Ljava/lang/String;)V

    return-void
.end method

.method private a(Ljava/lang/String;)V
    .registers 5

    .line 21
    const-string v0, "damage"

    const/4 v1, 0x0

    invoke-virtual {p0, v0, v1}, Landroid/app/Activity;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    iget-object v1, p0, Lcom/keydrop/DamageReportActivity;->a:Ljava/lang/String;

    invoke-interface {v0, v1, p1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object p1

    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 22
    return-void
.end method

.method public static synthetic b(Lcom/keydrop/DamageReportActivity;)V
    .registers 2

    .line 17
    const-string v0, "dent"

    invoke-direct {p0, v0}, Lcom/keydrop/DamageReportActivity;->a(Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3

    .line 13
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 14
    const p1, 0x7f030003

    invoke-virtual {p0, p1}, Landroid/app/Activity;->setContentView(I)V

    .line 15
    invoke-virtual {p0}, Landroid/app/Activity;->getIntent()Landroid/content/Intent;

    move-result-object p1

    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object p1

    iput-object p1, p0, Lcom/keydrop/DamageReportActivity;->a:Ljava/lang/String;

    .line 16
    const p1, 0x7f020004

    invoke-virtual {p0, p1}, Landroid/app/Activity;->findViewById(I)Landroid/view/View;

    move-result-object p1

    new-instance v0, Lcom/keydrop/DamageReportActivity$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/keydrop/DamageReportActivity$$ExternalSyntheticLambda0;-><init>(Lcom/keydrop/DamageReportActivity;)V

    invoke-virtual {p1, v0}, Landroid/view/View;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 17
    const p1, 0x7f020005

    invoke-virtual {p0, p1}, Landroid/app/Activity;->findViewById(I)Landroid/view/View;

    move-result-object p1

    new-instance v0, Lcom/keydrop/DamageReportActivity$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lcom/keydrop/DamageReportActivity$$ExternalSyntheticLambda1;-><init>(Lcom/keydrop/DamageReportActivity;)V

    invoke-virtual {p1, v0}, Landroid/view/View;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 18
    return-void
.end method
