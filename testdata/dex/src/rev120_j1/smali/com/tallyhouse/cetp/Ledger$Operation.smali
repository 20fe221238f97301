.class public final Lcom/tallyhouse/cetp/Ledger$Operation;
.super Ljava/lang/Object;
.source "Ledger.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyhouse/cetp/Ledger;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Operation"
.end annotation


# instance fields
.field public final errorCode:Ljava/lang/String;

.field public final id:Ljava/lang/String;

.field public final result:Ljava/lang/String;

.field public final state:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 133
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 134
    iput-object p1, p0, Lcom/tallyhouse/cetp/Ledger$Operation;->id:Ljava/lang/String;

    .line 135
    iput-object p2, p0, Lcom/tallyhouse/cetp/Ledger$Operation;->state:Ljava/lang/String;

    .line 136
    iput-object p3, p0, Lcom/tallyhouse/cetp/Ledger$Operation;->result:Ljava/lang/String;

    .line 137
    iput-object p4, p0, Lcom/tallyhouse/cetp/Ledger$Operation;->errorCode:Ljava/lang/String;

    .line 138
    return-void
.end method
