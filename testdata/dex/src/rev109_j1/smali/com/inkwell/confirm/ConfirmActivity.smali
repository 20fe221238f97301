.class public Lcom/inkwell/confirm/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.java"


# static fields
.field public static final EXTRA_KIND:Ljava/lang/String; = "kind"

.field public static final EXTRA_REQUESTER:Ljava/lang/String; = "requester"

.field public static final EXTRA_TARGET:Ljava/lang/String; = "target"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "resume_token"

.field public static final KIND_NOTE:Ljava/lang/String; = "note"

.field public static final KIND_REMINDER:Ljava/lang/String; = "reminder"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method static synthetic access$000(Lcom/inkwell/confirm/ConfirmActivity;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 4

    .line 11
    invoke-direct {p0, p1, p2, p3}, Lcom/inkwell/confirm/ConfirmActivity;->decide(Ljava/lang/String;Ljava/lang/String;Z)V

    return-void
.end method

.method private decide(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5

    .line 42
    const-string v0, "note"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 43
    if-eqz p3, :cond_0

    .line 44
    invoke-static {}, Lcom/inkwell/notes/PendingDeletes;->get()Lcom/inkwell/notes/PendingDeletes;

    move-result-object v0

    invoke-virtual {v0, p2}, Lcom/inkwell/notes/PendingDeletes;->approve(Ljava/lang/String;)V

    goto :goto_0

    .line 46
    :cond_0
    invoke-static {}, Lcom/inkwell/notes/PendingDeletes;->get()Lcom/inkwell/notes/PendingDeletes;

    move-result-object v0

    invoke-virtual {v0, p2}, Lcom/inkwell/notes/PendingDeletes;->deny(Ljava/lang/String;)V

    goto :goto_0

    .line 48
    :cond_1
    const-string v0, "reminder"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 49
    if-eqz p3, :cond_2

    .line 50
    invoke-static {}, Lcom/inkwell/remind/ResumeBook;->get()Lcom/inkwell/remind/ResumeBook;

    move-result-object v0

    invoke-virtual {v0, p2}, Lcom/inkwell/remind/ResumeBook;->approve(Ljava/lang/String;)V

    goto :goto_0

    .line 52
    :cond_2
    invoke-static {}, Lcom/inkwell/remind/ResumeBook;->get()Lcom/inkwell/remind/ResumeBook;

    move-result-object v0

    invoke-virtual {v0, p2}, Lcom/inkwell/remind/ResumeBook;->deny(Ljava/lang/String;)V

    .line 55
    :cond_3
    :goto_0
    if-eqz p3, :cond_4

    const/4 v0, -0x1

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    invoke-virtual {p0, v0}, Lcom/inkwell/confirm/ConfirmActivity;->setResult(I)V

    .line 56
    invoke-virtual {p0}, Lcom/inkwell/confirm/ConfirmActivity;->finish()V

    .line 57
    return-void
.end method


# virtual methods
.method public onBackPressed()V
    .registers 4

    .line 38
    invoke-virtual {p0}, Lcom/inkwell/confirm/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "kind"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Lcom/inkwell/confirm/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "resume_token"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const/4 v2, 0x0

    invoke-direct {p0, v0, v1, v2}, Lcom/inkwell/confirm/ConfirmActivity;->decide(Ljava/lang/String;Ljava/lang/String;Z)V

    .line 39
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 8

    .line 21
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 22
    invoke-virtual {p0}, Lcom/inkwell/confirm/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "kind"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 23
    invoke-virtual {p0}, Lcom/inkwell/confirm/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v1

    const-string v2, "resume_token"

    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 24
    invoke-virtual {p0}, Lcom/inkwell/confirm/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v2

    const-string v3, "target"

    invoke-virtual {v2, v3}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p0, v2}, Lcom/inkwell/confirm/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 25
    new-instance v2, Landroid/widget/Button;

    invoke-direct {v2, p0}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 26
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Approve: "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {p0}, Lcom/inkwell/confirm/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v5

    invoke-virtual {v5, v3}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v2, v4}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 27
    new-instance v4, Lcom/inkwell/confirm/ConfirmActivity$1;

    invoke-direct {v4, p0, v0, v1}, Lcom/inkwell/confirm/ConfirmActivity$1;-><init>(Lcom/inkwell/confirm/ConfirmActivity;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v2, v4}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 33
    invoke-virtual {p0, v2}, Lcom/inkwell/confirm/ConfirmActivity;->setContentView(Landroid/view/View;)V

    .line 34
    return-void
.end method
