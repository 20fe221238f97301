.class public final Lcom/rc/Op;
.super Ljava/lang/Object;
.source "Op.java"

# instance fields
.field public final id:Ljava/lang/String;
.field public final ownerUid:I
.field public final state:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 5
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/rc/Op;->id:Ljava/lang/String;
    .line 13
    iput v3, v1, Lcom/rc/Op;->ownerUid:I
    .line 14
    iput-object v4, v1, Lcom/rc/Op;->state:Ljava/lang/String;
    .line 15
    return-void
.end method

.method static from(Landroid/database/Cursor;)Lcom/rc/Op;
    .registers 7
    .line 18
    new-instance v0, Lcom/rc/Op;
    const/4 v3, 0x0
    invoke-interface {v6, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v2
    const/4 v4, 0x1
    invoke-interface {v6, v4}, Landroid/database/Cursor;->getInt(I)I
    move-result v3
    const/4 v5, 0x2
    invoke-interface {v6, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;
    move-result-object v4
    invoke-direct {v0, v2, v3, v4}, Lcom/rc/Op;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    return-object v0
.end method

