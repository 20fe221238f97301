.class public final Lcom/brightmoor/pantry/ItemEntity;
.super Ljava/lang/Object;
.source "Db.kt"


# instance fields
.field private final category:Ljava/lang/String;

.field private final expiresAt:J

.field private final id:J

.field private final name:Ljava/lang/String;

.field private final quantity:I


# direct methods
.method public constructor <init>(JLjava/lang/String;Ljava/lang/String;IJ)V
    .registers 9

    const-string v0, "name"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "category"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lcom/brightmoor/pantry/ItemEntity;->id:J

    iput-object p3, p0, Lcom/brightmoor/pantry/ItemEntity;->name:Ljava/lang/String;

    iput-object p4, p0, Lcom/brightmoor/pantry/ItemEntity;->category:Ljava/lang/String;

    iput p5, p0, Lcom/brightmoor/pantry/ItemEntity;->quantity:I

    iput-wide p6, p0, Lcom/brightmoor/pantry/ItemEntity;->expiresAt:J

    return-void
.end method


# virtual methods
.method public final getCategory()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemEntity;->category:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 10
    iget-wide v0, p0, Lcom/brightmoor/pantry/ItemEntity;->expiresAt:J

    return-wide v0
.end method

.method public final getId()J
    .registers 3

    .line 10
    iget-wide v0, p0, Lcom/brightmoor/pantry/ItemEntity;->id:J

    return-wide v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/brightmoor/pantry/ItemEntity;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getQuantity()I
    .registers 2

    .line 10
    iget v0, p0, Lcom/brightmoor/pantry/ItemEntity;->quantity:I

    return v0
.end method
