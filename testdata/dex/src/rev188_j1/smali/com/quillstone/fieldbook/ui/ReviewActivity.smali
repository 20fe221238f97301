.class public Lcom/quillstone/fieldbook/ui/ReviewActivity;
.super Landroid/app/Activity;
.source "ReviewActivity.java"


# instance fields
.field private c:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private a(Z)V
    .registers 6

    .line 38
    invoke-static {p0}, La/f;->a(Landroid/content/Context;)La/f;

    move-result-object v0

    invoke-virtual {v0}, La/f;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v2

    .line 40
    :try_start_0
    iget-object v1, p0, Lcom/quillstone/fieldbook/ui/ReviewActivity;->c:Ljava/lang/String;

    invoke-static {v2, v1, p1}, Lb/d;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Z)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 44
    goto :goto_0

    :catch_0
    move-exception v3

    .line 42
    const-string v0, "Fieldbook"

    const-string v1, "could not record the review"

    invoke-static {v0, v1, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 43
    const/4 p1, 0x0

    .line 45
    :goto_0
    move-object v0, p0

    if-eqz p1, :cond_0

    const/4 v1, -0x1

    goto :goto_1

    :cond_0
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lcom/quillstone/fieldbook/ui/ReviewActivity;->setResult(I)V

    .line 46
    invoke-virtual {p0}, Lcom/quillstone/fieldbook/ui/ReviewActivity;->finish()V

    .line 47
    return-void
.end method


# virtual methods
.method public onApprove(Landroid/view/View;)V
    .registers 3

    .line 30
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lcom/quillstone/fieldbook/ui/ReviewActivity;->a(Z)V

    .line 31
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6

    .line 18
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 19
    invoke-virtual {p0}, Lcom/quillstone/fieldbook/ui/ReviewActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "t"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/quillstone/fieldbook/ui/ReviewActivity;->c:Ljava/lang/String;

    .line 20
    iget-object v0, p0, Lcom/quillstone/fieldbook/ui/ReviewActivity;->c:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    invoke-static {p0}, La/f;->a(Landroid/content/Context;)La/f;

    move-result-object v0

    invoke-virtual {v0}, La/f;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    iget-object v1, p0, Lcom/quillstone/fieldbook/ui/ReviewActivity;->c:Ljava/lang/String;

    invoke-static {v0, v1}, Lb/d;->a(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v3, v0

    .line 21
    if-nez v3, :cond_1

    .line 22
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lcom/quillstone/fieldbook/ui/ReviewActivity;->setResult(I)V

    .line 23
    invoke-virtual {p0}, Lcom/quillstone/fieldbook/ui/ReviewActivity;->finish()V

    .line 24
    return-void

    .line 26
    :cond_1
    invoke-virtual {p0, v3}, Lcom/quillstone/fieldbook/ui/ReviewActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 27
    return-void
.end method

.method public onDecline(Landroid/view/View;)V
    .registers 3

    .line 34
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/quillstone/fieldbook/ui/ReviewActivity;->a(Z)V

    .line 35
    return-void
.end method
