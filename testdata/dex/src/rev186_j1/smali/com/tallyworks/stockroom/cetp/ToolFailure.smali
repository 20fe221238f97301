.class public final Lcom/tallyworks/stockroom/cetp/ToolFailure;
.super Ljava/lang/Exception;
.source "ToolFailure.java"


# instance fields
.field public final code:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 8
    invoke-direct {p0, p2}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    .line 9
    iput-object p1, p0, Lcom/tallyworks/stockroom/cetp/ToolFailure;->code:Ljava/lang/String;

    .line 10
    return-void
.end method
