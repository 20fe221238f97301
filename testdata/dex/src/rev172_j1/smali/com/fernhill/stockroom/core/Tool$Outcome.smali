.class public final Lcom/fernhill/stockroom/core/Tool$Outcome;
.super Ljava/lang/Object;
.source "Tool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/Tool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Outcome"
.end annotation


# instance fields
.field public final errorCode:Ljava/lang/String;

.field public final file:Ljava/io/File;

.field public final value:Ljava/lang/Object;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/Object;Ljava/io/File;)V
    .registers 4

    .line 55
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 56
    iput-object p1, p0, Lcom/fernhill/stockroom/core/Tool$Outcome;->errorCode:Ljava/lang/String;

    .line 57
    iput-object p2, p0, Lcom/fernhill/stockroom/core/Tool$Outcome;->value:Ljava/lang/Object;

    .line 58
    iput-object p3, p0, Lcom/fernhill/stockroom/core/Tool$Outcome;->file:Ljava/io/File;

    .line 59
    return-void
.end method

.method public static error(Ljava/lang/String;)Lcom/fernhill/stockroom/core/Tool$Outcome;
    .registers 4

    .line 70
    new-instance v0, Lcom/fernhill/stockroom/core/Tool$Outcome;

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-direct {v0, p0, v1, v2}, Lcom/fernhill/stockroom/core/Tool$Outcome;-><init>(Ljava/lang/String;Ljava/lang/Object;Ljava/io/File;)V

    return-object v0
.end method

.method public static ofFile(Ljava/io/File;)Lcom/fernhill/stockroom/core/Tool$Outcome;
    .registers 4

    .line 66
    new-instance v0, Lcom/fernhill/stockroom/core/Tool$Outcome;

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2, p0}, Lcom/fernhill/stockroom/core/Tool$Outcome;-><init>(Ljava/lang/String;Ljava/lang/Object;Ljava/io/File;)V

    return-object v0
.end method

.method public static ok(Ljava/lang/Object;)Lcom/fernhill/stockroom/core/Tool$Outcome;
    .registers 4

    .line 62
    new-instance v0, Lcom/fernhill/stockroom/core/Tool$Outcome;

    const/4 v1, 0x0

    const/4 v2, 0x0

    invoke-direct {v0, v1, p0, v2}, Lcom/fernhill/stockroom/core/Tool$Outcome;-><init>(Ljava/lang/String;Ljava/lang/Object;Ljava/io/File;)V

    return-object v0
.end method


# virtual methods
.method public succeeded()Z
    .registers 2

    .line 74
    iget-object v0, p0, Lcom/fernhill/stockroom/core/Tool$Outcome;->errorCode:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
