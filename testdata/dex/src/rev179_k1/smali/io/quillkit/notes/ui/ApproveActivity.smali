.class public final Lio/quillkit/notes/ui/ApproveActivity;
.super Landroid/app/Activity;
.source "ApproveActivity.kt"


# instance fields
.field private ticket:Ljava/lang/String;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final close(Z)V
    .registers 6

    .line 50
    iget-object v0, p0, Lio/quillkit/notes/ui/ApproveActivity;->ticket:Ljava/lang/String;

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 56
    const/4 v3, 0x0

    .line 50
    sget-object v0, Lio/quillkit/notes/cetp/ConfirmationDesk;->INSTANCE:Lio/quillkit/notes/cetp/ConfirmationDesk;

    invoke-virtual {v0, v2, p1}, Lio/quillkit/notes/cetp/ConfirmationDesk;->answer(Ljava/lang/String;Z)V

    goto :goto_0

    .line 51
    :cond_0
    :goto_0
    move-object v0, p0

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_1

    :cond_1
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lio/quillkit/notes/ui/ApproveActivity;->setResult(I)V

    .line 52
    invoke-virtual {p0}, Lio/quillkit/notes/ui/ApproveActivity;->finish()V

    .line 53
    return-void
.end method

.method private final describe(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    .line 42
    move-object v2, p1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "replace_attachment"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_1
    const-string v1, "delete_note"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_2
    const-string v1, "clear_archive"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    .line 43
    :cond_0
    const-string v0, "Your assistant wants to delete a note permanently. This cannot be undone."

    goto :goto_1

    .line 44
    :cond_1
    const-string v0, "Your assistant wants to delete every archived note permanently. This cannot be undone."

    goto :goto_1

    .line 45
    :cond_2
    const-string v0, "Your assistant wants to overwrite an attachment. The old content will be lost."

    goto :goto_1

    .line 46
    :goto_0
    const-string v0, "Your assistant wants to change your notes."

    .line 47
    :goto_1
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x6501fc72 -> :sswitch_0
        -0x42e049fa -> :sswitch_1
        0x301da0d0 -> :sswitch_2
    .end sparse-switch
.end method

.method public static final onCreate$lambda$0(Lio/quillkit/notes/ui/ApproveActivity;Landroid/view/View;)V
    .registers 3

    .line 33
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lio/quillkit/notes/ui/ApproveActivity;->close(Z)V

    return-void
.end method

.method public static final onCreate$lambda$1(Lio/quillkit/notes/ui/ApproveActivity;Landroid/view/View;)V
    .registers 3

    .line 37
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/quillkit/notes/ui/ApproveActivity;->close(Z)V

    return-void
.end method


# virtual methods
.method protected onCreate(Landroid/os/Bundle;)V
    .registers 11

    .line 16
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 17
    invoke-virtual {p0}, Lio/quillkit/notes/ui/ApproveActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "io.quillkit.notes.extra.TICKET"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 18
    move-object v0, v3

    if-nez v3, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    sget-object v1, Lio/quillkit/notes/cetp/ConfirmationDesk;->INSTANCE:Lio/quillkit/notes/cetp/ConfirmationDesk;

    move-object v2, v1

    move-object v1, v0

    move-object v0, v2

    invoke-virtual {v0, v1}, Lio/quillkit/notes/cetp/ConfirmationDesk;->describe(Ljava/lang/String;)Lio/quillkit/notes/cetp/Parked;

    move-result-object v0

    :goto_0
    move-object v4, v0

    .line 19
    if-eqz v3, :cond_1

    if-nez v4, :cond_2

    .line 20
    :cond_1
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lio/quillkit/notes/ui/ApproveActivity;->setResult(I)V

    .line 21
    invoke-virtual {p0}, Lio/quillkit/notes/ui/ApproveActivity;->finish()V

    .line 22
    return-void

    .line 24
    :cond_2
    iput-object v3, p0, Lio/quillkit/notes/ui/ApproveActivity;->ticket:Ljava/lang/String;

    .line 25
    const-string v1, "Approve an assistant action"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lio/quillkit/notes/ui/ApproveActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 26
    new-instance v5, Landroid/widget/LinearLayout;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v5, v2}, Landroid/widget/LinearLayout;-><init>(Landroid/content/Context;)V

    .line 27
    const/4 v1, 0x1

    invoke-virtual {v5, v1}, Landroid/widget/LinearLayout;->setOrientation(I)V

    .line 28
    new-instance v6, Landroid/widget/TextView;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v6, v2}, Landroid/widget/TextView;-><init>(Landroid/content/Context;)V

    .line 29
    invoke-virtual {v4}, Lio/quillkit/notes/cetp/Parked;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-direct {p0, v2}, Lio/quillkit/notes/ui/ApproveActivity;->describe(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v6, v1}, Landroid/widget/TextView;->setText(Ljava/lang/CharSequence;)V

    .line 30
    move-object v1, v6

    check-cast v1, Landroid/view/View;

    invoke-virtual {v5, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 31
    new-instance v7, Landroid/widget/Button;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v7, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 32
    const-string v1, "Allow"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 33
    new-instance v1, Lio/quillkit/notes/ui/ApproveActivity$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lio/quillkit/notes/ui/ApproveActivity$$ExternalSyntheticLambda0;-><init>(Lio/quillkit/notes/ui/ApproveActivity;)V

    invoke-virtual {v7, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 34
    move-object v1, v7

    check-cast v1, Landroid/view/View;

    invoke-virtual {v5, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 35
    new-instance v8, Landroid/widget/Button;

    move-object v2, p0

    check-cast v2, Landroid/content/Context;

    invoke-direct {v8, v2}, Landroid/widget/Button;-><init>(Landroid/content/Context;)V

    .line 36
    const-string v1, "Deny"

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setText(Ljava/lang/CharSequence;)V

    .line 37
    new-instance v1, Lio/quillkit/notes/ui/ApproveActivity$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lio/quillkit/notes/ui/ApproveActivity$$ExternalSyntheticLambda1;-><init>(Lio/quillkit/notes/ui/ApproveActivity;)V

    invoke-virtual {v8, v1}, Landroid/widget/Button;->setOnClickListener(Landroid/view/View$OnClickListener;)V

    .line 38
    move-object v1, v8

    check-cast v1, Landroid/view/View;

    invoke-virtual {v5, v1}, Landroid/widget/LinearLayout;->addView(Landroid/view/View;)V

    .line 39
    move-object v1, v5

    check-cast v1, Landroid/view/View;

    invoke-virtual {p0, v1}, Lio/quillkit/notes/ui/ApproveActivity;->setContentView(Landroid/view/View;)V

    .line 40
    return-void
.end method
