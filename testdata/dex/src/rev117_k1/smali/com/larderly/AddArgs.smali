.class public final Lcom/larderly/AddArgs;
.super Ljava/lang/Object;
.source "PantryProvider.kt"

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final name$delegate:Ljava/util/Map;
.field private final quantity$delegate:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x2
    new-array v7, v0, [Lkotlin/reflect/KProperty;
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/larderly/AddArgs;
    const-string v4, "name"
    const-string v5, "getName()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x0
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v3, Lcom/larderly/AddArgs;
    const-string v4, "quantity"
    const-string v5, "getQuantity()Ljava/lang/Number;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x1
    aput-object v2, v7, v1
    sput-object v7, Lcom/larderly/AddArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3
    const-string v0, "map"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 16
    iput-object p1, p0, Lcom/larderly/AddArgs;->name$delegate:Ljava/util/Map;
    .line 17
    iput-object p1, p0, Lcom/larderly/AddArgs;->quantity$delegate:Ljava/util/Map;
    .line 15
    return-void
.end method


# virtual methods
.method public final getName()Ljava/lang/String;
    .registers 4
    .line 16
    iget-object v2, p0, Lcom/larderly/AddArgs;->name$delegate:Ljava/util/Map;
    sget-object v0, Lcom/larderly/AddArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v1, 0x0
    aget-object v0, v0, v1
    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getQuantity()Ljava/lang/Number;
    .registers 4
    .line 17
    iget-object v2, p0, Lcom/larderly/AddArgs;->quantity$delegate:Ljava/util/Map;
    sget-object v0, Lcom/larderly/AddArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v1, 0x1
    aget-object v0, v0, v1
    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Number;
    return-object v0
.end method
