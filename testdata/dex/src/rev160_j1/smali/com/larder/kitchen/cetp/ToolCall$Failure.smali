.class public final Lcom/larder/kitchen/cetp/ToolCall$Failure;
.super Ljava/lang/RuntimeException;
.source "ToolCall.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larder/kitchen/cetp/ToolCall;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Failure"
.end annotation


# instance fields
.field public final code:Ljava/lang/String;

.field public final reply:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3

    .line 15
    invoke-direct {p0, p1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V

    .line 16
    iput-object p1, p0, Lcom/larder/kitchen/cetp/ToolCall$Failure;->code:Ljava/lang/String;

    .line 17
    iput-object p2, p0, Lcom/larder/kitchen/cetp/ToolCall$Failure;->reply:Ljava/lang/String;

    .line 18
    return-void
.end method
