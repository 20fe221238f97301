.class public final Lcom/larderly/pantry/ClearArgs;
.super Ljava/lang/Object;
.source "ShoppingProvider.kt"


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final map:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x2

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lcom/larderly/pantry/ClearArgs;

    const-string v4, "list"

    const-string v5, "getList()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lcom/larderly/pantry/ClearArgs;

    const-string v4, "preview"

    const-string v5, "getPreview()Z"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x1

    aput-object v2, v7, v1

    sput-object v7, Lcom/larderly/pantry/ClearArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 5

    const-string v1, "raw"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    sget-object v2, Lcom/larderly/pantry/ClearArgs$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larderly/pantry/ClearArgs$$ExternalSyntheticLambda0;

    invoke-static {p1, v2}, Lkotlin/collections/MapsKt;->withDefault(Ljava/util/Map;Lkotlin/jvm/functions/Function1;)Ljava/util/Map;

    move-result-object v1

    iput-object v1, p0, Lcom/larderly/pantry/ClearArgs;->map:Ljava/util/Map;

    .line 11
    iget-object v0, p0, Lcom/larderly/pantry/ClearArgs;->map:Ljava/util/Map;

    .line 12
    iget-object v0, p0, Lcom/larderly/pantry/ClearArgs;->map:Ljava/util/Map;

    .line 9
    return-void
.end method

.method private static getList$delegate(Lcom/larderly/pantry/ClearArgs;)Ljava/lang/Object;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/larderly/pantry/ClearArgs;->map:Ljava/util/Map;

    return-object v0
.end method

.method private static getPreview$delegate(Lcom/larderly/pantry/ClearArgs;)Ljava/lang/Object;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/larderly/pantry/ClearArgs;->map:Ljava/util/Map;

    return-object v0
.end method

.method public static final map$lambda$0(Ljava/lang/String;)Ljava/lang/Object;
    .registers 3

    const-string v1, "key"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    const-string v1, "preview"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method


# virtual methods
.method public final getList()Ljava/lang/String;
    .registers 4

    .line 11
    iget-object v2, p0, Lcom/larderly/pantry/ClearArgs;->map:Ljava/util/Map;

    sget-object v0, Lcom/larderly/pantry/ClearArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x0

    aget-object v0, v0, v1

    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final getPreview()Z
    .registers 4

    .line 12
    iget-object v2, p0, Lcom/larderly/pantry/ClearArgs;->map:Ljava/util/Map;

    sget-object v0, Lcom/larderly/pantry/ClearArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x1

    aget-object v0, v0, v1

    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    return v0
.end method
