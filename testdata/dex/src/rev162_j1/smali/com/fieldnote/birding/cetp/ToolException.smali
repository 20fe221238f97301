.class public Lcom/fieldnote/birding/cetp/ToolException;
.super Ljava/lang/Exception;
.source "ToolException.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/cetp/ToolException$NeedsSignIn;,
        Lcom/fieldnote/birding/cetp/ToolException$NeedsConfirmation;
    }
.end annotation


# instance fields
.field public final code:Ljava/lang/String;

.field public final reply:Ljava/lang/String;

.field public final retryable:Z


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 4

    .line 10
    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    .line 11
    iput-object p1, p0, Lcom/fieldnote/birding/cetp/ToolException;->code:Ljava/lang/String;

    .line 12
    iput-object p2, p0, Lcom/fieldnote/birding/cetp/ToolException;->reply:Ljava/lang/String;

    .line 13
    iput-boolean p3, p0, Lcom/fieldnote/birding/cetp/ToolException;->retryable:Z

    .line 14
    return-void
.end method
