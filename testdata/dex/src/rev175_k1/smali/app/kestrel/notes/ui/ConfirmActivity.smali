.class public final Lapp/kestrel/notes/ui/ConfirmActivity;
.super Landroid/app/Activity;
.source "ConfirmActivity.kt"


# static fields
.field public static final Companion:Lapp/kestrel/notes/ui/ConfirmActivity$Companion;

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "app.kestrel.notes.extra.RESUME_TOKEN"


# instance fields
.field private token:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/kestrel/notes/ui/ConfirmActivity$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/kestrel/notes/ui/ConfirmActivity$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/kestrel/notes/ui/ConfirmActivity;->Companion:Lapp/kestrel/notes/ui/ConfirmActivity$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V

    return-void
.end method

.method private final decide(Z)V
    .registers 6

    .line 31
    iget-object v0, p0, Lapp/kestrel/notes/ui/ConfirmActivity;->token:Ljava/lang/String;

    if-eqz v0, :cond_0

    move-object v2, v0

    .line 41
    const/4 v3, 0x0

    .line 31
    sget-object v0, Lapp/kestrel/notes/cetp/ParkedCalls;->INSTANCE:Lapp/kestrel/notes/cetp/ParkedCalls;

    invoke-virtual {v0, v2, p1}, Lapp/kestrel/notes/cetp/ParkedCalls;->answer(Ljava/lang/String;Z)V

    goto :goto_0

    .line 32
    :cond_0
    :goto_0
    move-object v0, p0

    if-eqz p1, :cond_1

    const/4 v1, -0x1

    goto :goto_1

    :cond_1
    const/4 v1, 0x0

    :goto_1
    invoke-virtual {v0, v1}, Lapp/kestrel/notes/ui/ConfirmActivity;->setResult(I)V

    .line 33
    invoke-virtual {p0}, Lapp/kestrel/notes/ui/ConfirmActivity;->finish()V

    .line 34
    return-void
.end method


# virtual methods
.method public final onApprove()V
    .registers 2

    .line 25
    const/4 v0, 0x1

    invoke-direct {p0, v0}, Lapp/kestrel/notes/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 10

    .line 12
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    .line 13
    invoke-virtual {p0}, Lapp/kestrel/notes/ui/ConfirmActivity;->getIntent()Landroid/content/Intent;

    move-result-object v0

    const-string v1, "app.kestrel.notes.extra.RESUME_TOKEN"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    .line 14
    move-object v0, v2

    if-eqz v2, :cond_0

    move-object v4, v0

    sget-object v5, Lapp/kestrel/notes/cetp/ParkedCalls;->INSTANCE:Lapp/kestrel/notes/cetp/ParkedCalls;

    move-object v6, v4

    .line 41
    const/4 v7, 0x0

    .line 14
    invoke-virtual {v5, v6}, Lapp/kestrel/notes/cetp/ParkedCalls;->pending(Ljava/lang/String;)Lapp/kestrel/notes/cetp/Parked;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v3, v0

    .line 15
    if-eqz v2, :cond_1

    if-nez v3, :cond_2

    .line 16
    :cond_1
    const/4 v1, 0x0

    invoke-virtual {p0, v1}, Lapp/kestrel/notes/ui/ConfirmActivity;->setResult(I)V

    .line 17
    invoke-virtual {p0}, Lapp/kestrel/notes/ui/ConfirmActivity;->finish()V

    .line 18
    return-void

    .line 20
    :cond_2
    iput-object v2, p0, Lapp/kestrel/notes/ui/ConfirmActivity;->token:Ljava/lang/String;

    .line 21
    invoke-virtual {v3}, Lapp/kestrel/notes/cetp/Parked;->getSummary()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-virtual {p0, v1}, Lapp/kestrel/notes/ui/ConfirmActivity;->setTitle(Ljava/lang/CharSequence;)V

    .line 22
    return-void
.end method

.method public final onDeny()V
    .registers 2

    .line 28
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/kestrel/notes/ui/ConfirmActivity;->decide(Z)V

    return-void
.end method
