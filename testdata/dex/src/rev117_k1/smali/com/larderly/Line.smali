.class public final Lcom/larderly/Line;
.super Ljava/lang/Object;
.source "Stores.kt"

# instance fields
.field private final name:Ljava/lang/String;
.field private final quantity:I


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 4
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/Line;->name:Ljava/lang/String;
    iput p2, p0, Lcom/larderly/Line;->quantity:I
    return-void
.end method


# virtual methods
.method public final getName()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/larderly/Line;->name:Ljava/lang/String;
    return-object v0
.end method

.method public final getQuantity()I
    .registers 2
    .line 11
    iget v0, p0, Lcom/larderly/Line;->quantity:I
    return v0
.end method
