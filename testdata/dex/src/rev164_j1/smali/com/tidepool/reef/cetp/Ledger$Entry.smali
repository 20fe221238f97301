.class public final Lcom/tidepool/reef/cetp/Ledger$Entry;
.super Ljava/lang/Object;
.source "Ledger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/cetp/Ledger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Entry"
.end annotation


# instance fields
.field public final argsDigest:Ljava/lang/String;

.field public final result:Ljava/lang/String;

.field public final state:Ljava/lang/String;

.field public final tool:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    iput-object p1, p0, Lcom/tidepool/reef/cetp/Ledger$Entry;->tool:Ljava/lang/String;

    .line 24
    iput-object p2, p0, Lcom/tidepool/reef/cetp/Ledger$Entry;->argsDigest:Ljava/lang/String;

    .line 25
    iput-object p3, p0, Lcom/tidepool/reef/cetp/Ledger$Entry;->state:Ljava/lang/String;

    .line 26
    iput-object p4, p0, Lcom/tidepool/reef/cetp/Ledger$Entry;->result:Ljava/lang/String;

    .line 27
    return-void
.end method


# virtual methods
.method public done()Z
    .registers 3

    .line 30
    iget-object v1, p0, Lcom/tidepool/reef/cetp/Ledger$Entry;->state:Ljava/lang/String;

    const-string v0, "done"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method
