.class public final Lapp/larder/pantry/Item;
.super Ljava/lang/Object;
.source "PantryTools.kt"


# instance fields
.field private final expiresAt:J

.field private final id:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final quantity:I

.field private final surfacedAt:J


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;IJJ)V
    .registers 9

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "name"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/pantry/Item;->id:Ljava/lang/String;

    iput-object p2, p0, Lapp/larder/pantry/Item;->name:Ljava/lang/String;

    iput p3, p0, Lapp/larder/pantry/Item;->quantity:I

    iput-wide p4, p0, Lapp/larder/pantry/Item;->expiresAt:J

    iput-wide p6, p0, Lapp/larder/pantry/Item;->surfacedAt:J

    return-void
.end method


# virtual methods
.method public final getExpiresAt()J
    .registers 3

    .line 26
    iget-wide v0, p0, Lapp/larder/pantry/Item;->expiresAt:J

    return-wide v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lapp/larder/pantry/Item;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lapp/larder/pantry/Item;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getQuantity()I
    .registers 2

    .line 26
    iget v0, p0, Lapp/larder/pantry/Item;->quantity:I

    return v0
.end method

.method public final getSurfacedAt()J
    .registers 3

    .line 26
    iget-wide v0, p0, Lapp/larder/pantry/Item;->surfacedAt:J

    return-wide v0
.end method
