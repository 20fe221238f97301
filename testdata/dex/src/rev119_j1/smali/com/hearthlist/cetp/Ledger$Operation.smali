.class public final Lcom/hearthlist/cetp/Ledger$Operation;
.super Ljava/lang/Object;
.source "Ledger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthlist/cetp/Ledger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Operation"
.end annotation


# instance fields
.field public final errorCode:Ljava/lang/String;

.field public final id:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public final result:Ljava/lang/String;

.field public final state:Ljava/lang/String;

.field public final tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 8

    .line 120
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 121
    iput-object p1, p0, Lcom/hearthlist/cetp/Ledger$Operation;->id:Ljava/lang/String;

    .line 122
    iput p2, p0, Lcom/hearthlist/cetp/Ledger$Operation;->uid:I

    .line 123
    iput-object p3, p0, Lcom/hearthlist/cetp/Ledger$Operation;->requestId:Ljava/lang/String;

    .line 124
    iput-object p4, p0, Lcom/hearthlist/cetp/Ledger$Operation;->tool:Ljava/lang/String;

    .line 125
    iput-object p5, p0, Lcom/hearthlist/cetp/Ledger$Operation;->state:Ljava/lang/String;

    .line 126
    iput-object p6, p0, Lcom/hearthlist/cetp/Ledger$Operation;->result:Ljava/lang/String;

    .line 127
    iput-object p7, p0, Lcom/hearthlist/cetp/Ledger$Operation;->errorCode:Ljava/lang/String;

    .line 128
    return-void
.end method
