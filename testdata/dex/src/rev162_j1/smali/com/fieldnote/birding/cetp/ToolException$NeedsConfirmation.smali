.class public final Lcom/fieldnote/birding/cetp/ToolException$NeedsConfirmation;
.super Lcom/fieldnote/birding/cetp/ToolException;
.source "ToolException.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/cetp/ToolException;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "NeedsConfirmation"
.end annotation


# instance fields
.field public final token:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 21
    const-string v0, "USER_ACTION_REQUIRED"

    const/4 v1, 0x0

    invoke-direct {p0, v0, p2, v1}, Lcom/fieldnote/birding/cetp/ToolException;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    .line 22
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/ToolException$NeedsConfirmation;->token:Ljava/lang/String;

    .line 23
    return-void
.end method
