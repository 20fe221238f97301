.class public final Lcom/fieldnote/birding/cetp/ToolException$NeedsSignIn;
.super Lcom/fieldnote/birding/cetp/ToolException;
.source "ToolException.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/ToolException;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "NeedsSignIn"
.end annotation


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 4

    .line 29
    const-string v0, "AUTH_REQUIRED"

    const/4 v1, 0x0

    invoke-direct {p0, v0, p1, v1}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    .line 30
    return-void
.end method
