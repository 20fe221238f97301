.class public final Lcom/fernhill/stockroom/core/RequestLedger$Entry;
.super Ljava/lang/Object;
.source "RequestLedger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/RequestLedger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Entry"
.end annotation


# instance fields
.field public final argsSha256:Ljava/lang/String;

.field public final outcome:Ljava/lang/String;

.field public final tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, Lcom/fernhill/stockroom/core/RequestLedger$Entry;->tool:Ljava/lang/String;

    .line 21
    iput-object p2, p0, Lcom/fernhill/stockroom/core/RequestLedger$Entry;->argsSha256:Ljava/lang/String;

    .line 22
    iput-object p3, p0, Lcom/fernhill/stockroom/core/RequestLedger$Entry;->outcome:Ljava/lang/String;

    .line 23
    return-void
.end method
