.class public final Lcom/quillbox/ConfirmDeleteActivity;
.super Lcom/quillbox/ConfirmActivity;
.source "Activities.kt"

# direct methods
.method public constructor <init>()V
    .registers 1
    .line 45
    invoke-direct {p0}, Lcom/quillbox/ConfirmActivity;-><init>()V
    return-void
.end method


# virtual methods
.method protected getPrompt()Ljava/lang/String;
    .registers 2
    .line 46
    const-string v0, "Delete this note for good?"
    return-object v0
.end method
