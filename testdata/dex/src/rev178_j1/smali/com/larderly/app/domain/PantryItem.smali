.class public final Lcom/larderly/app/domain/PantryItem;
.super Ljava/lang/Object;
.source "PantryItem.java"


# instance fields
.field public final bestBefore:Ljava/lang/String;

.field public final category:Ljava/lang/String;

.field public final id:Ljava/lang/String;

.field public final name:Ljava/lang/String;

.field public final opened:Z

.field public final quantity:I

.field public final unit:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Z)V
    .registers 8

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    .line 16
    iput-object p2, p0, Lcom/larderly/app/domain/PantryItem;->name:Ljava/lang/String;

    .line 17
    iput-object p3, p0, Lcom/larderly/app/domain/PantryItem;->category:Ljava/lang/String;

    .line 18
    iput p4, p0, Lcom/larderly/app/domain/PantryItem;->quantity:I

    .line 19
    iput-object p5, p0, Lcom/larderly/app/domain/PantryItem;->unit:Ljava/lang/String;

    .line 20
    iput-object p6, p0, Lcom/larderly/app/domain/PantryItem;->bestBefore:Ljava/lang/String;

    .line 21
    iput-boolean p7, p0, Lcom/larderly/app/domain/PantryItem;->opened:Z

    .line 22
    return-void
.end method


# virtual methods
.method public withQuantity(I)Lcom/larderly/app/domain/PantryItem;
    .registers 11

    .line 25
    new-instance v0, Lcom/larderly/app/domain/PantryItem;

    iget-object v2, p0, Lcom/larderly/app/domain/PantryItem;->id:Ljava/lang/String;

    iget-object v3, p0, Lcom/larderly/app/domain/PantryItem;->name:Ljava/lang/String;

    iget-object v4, p0, Lcom/larderly/app/domain/PantryItem;->category:Ljava/lang/String;

    iget-object v6, p0, Lcom/larderly/app/domain/PantryItem;->unit:Ljava/lang/String;

    iget-object v7, p0, Lcom/larderly/app/domain/PantryItem;->bestBefore:Ljava/lang/String;

    iget-boolean v8, p0, Lcom/larderly/app/domain/PantryItem;->opened:Z

    move-object v1, v0

    move v5, p1

    invoke-direct/range {v1 .. v8}, Lcom/larderly/app/domain/PantryItem;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method
