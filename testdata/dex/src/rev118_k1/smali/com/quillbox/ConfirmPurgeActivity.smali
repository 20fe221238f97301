.class public final Lcom/quillbox/ConfirmPurgeActivity;
.super Lcom/quillbox/ConfirmActivity;
.source "Activities.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 49
    invoke-direct {p0}, Lcom/quillbox/ConfirmActivity;-><init>()V
    return-void
.end method


# virtual methods
.method protected getPrompt()Ljava/lang/String;
    .registers 2
    .line 50
    const-string v0, "Empty the trash? This cannot be undone."
    return-object v0
.end method
