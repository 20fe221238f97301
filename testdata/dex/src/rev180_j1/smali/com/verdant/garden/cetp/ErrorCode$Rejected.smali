.class public final Lcom/verdant/garden/cetp/ErrorCode$Rejected;
.super Ljava/lang/RuntimeException;
.source "ErrorCode.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/cetp/ErrorCode;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Rejected"
.end annotation


# instance fields
.field private final code:Lcom/verdant/garden/cetp/ErrorCode;


# direct methods
.method public constructor <init>(Lcom/verdant/garden/cetp/ErrorCode;)V
    .registers 3

    .line 42
    invoke-virtual {p1}, Lcom/verdant/garden/cetp/ErrorCode;->name()Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0, v0}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V

    .line 43
    iput-object p1, p0, Lcom/verdant/garden/cetp/ErrorCode$Rejected;->code:Lcom/verdant/garden/cetp/ErrorCode;

    .line 44
    return-void
.end method


# virtual methods
.method public code()Lcom/verdant/garden/cetp/ErrorCode;
    .registers 2

    .line 47
    iget-object v0, p0, Lcom/verdant/garden/cetp/ErrorCode$Rejected;->code:Lcom/verdant/garden/cetp/ErrorCode;

    return-object v0
.end method
