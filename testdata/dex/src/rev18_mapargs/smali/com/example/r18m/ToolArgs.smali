.class public final Lcom/example/r18m/ToolArgs;
.super Ljava/lang/Object;
.source "ToolArgs.kt"

# Kotlin: properties delegated to a Map (by map): each getter reads
# map[property.name] through the inlined Map.getValue, the KProperty taken
# from $$delegatedProperties, filled in <clinit>.

.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;

.field private final map$delegate:Ljava/util/Map;

.method static constructor <clinit>()V
    .registers 7
    const/4 v0, 0x4
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    new-instance v1, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v2, Lcom/example/r18m/ToolArgs;
    const-string v3, "caller_package"
    const-string v4, "getCaller_package()Ljava/lang/String;"
    const/4 v5, 0x0
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    check-cast v1, Lkotlin/jvm/internal/PropertyReference1;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->property1(Lkotlin/jvm/internal/PropertyReference1;)Lkotlin/reflect/KProperty1;
    move-result-object v1
    const/4 v2, 0
    aput-object v1, v0, v2
    new-instance v1, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v2, Lcom/example/r18m/ToolArgs;
    const-string v3, "user_confirmed"
    const-string v4, "getUser_confirmed()Z"
    const/4 v5, 0x0
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    check-cast v1, Lkotlin/jvm/internal/PropertyReference1;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->property1(Lkotlin/jvm/internal/PropertyReference1;)Lkotlin/reflect/KProperty1;
    move-result-object v1
    const/4 v2, 1
    aput-object v1, v0, v2
    new-instance v1, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v2, Lcom/example/r18m/ToolArgs;
    const-string v3, "album"
    const-string v4, "getAlbum()Ljava/lang/String;"
    const/4 v5, 0x0
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    check-cast v1, Lkotlin/jvm/internal/PropertyReference1;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->property1(Lkotlin/jvm/internal/PropertyReference1;)Lkotlin/reflect/KProperty1;
    move-result-object v1
    const/4 v2, 2
    aput-object v1, v0, v2
    new-instance v1, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v2, Lcom/example/r18m/ToolArgs;
    const-string v3, "package_name"
    const-string v4, "getPackage_name()Ljava/lang/String;"
    const/4 v5, 0x0
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    check-cast v1, Lkotlin/jvm/internal/PropertyReference1;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->property1(Lkotlin/jvm/internal/PropertyReference1;)Lkotlin/reflect/KProperty1;
    move-result-object v1
    const/4 v2, 3
    aput-object v1, v0, v2
    sput-object v0, Lcom/example/r18m/ToolArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3
    const-string v0, "map"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r18m/ToolArgs;->map$delegate:Ljava/util/Map;
    return-void
.end method

.method public final getCaller_package()Ljava/lang/String;
    .registers 4
    .line 6
    iget-object v0, p0, Lcom/example/r18m/ToolArgs;->map$delegate:Ljava/util/Map;
    sget-object v1, Lcom/example/r18m/ToolArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0
    aget-object v1, v1, v2
    invoke-interface {v1}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getUser_confirmed()Z
    .registers 4
    .line 7
    iget-object v0, p0, Lcom/example/r18m/ToolArgs;->map$delegate:Ljava/util/Map;
    sget-object v1, Lcom/example/r18m/ToolArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 1
    aget-object v1, v1, v2
    invoke-interface {v1}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method

.method public final getAlbum()Ljava/lang/String;
    .registers 4
    .line 8
    iget-object v0, p0, Lcom/example/r18m/ToolArgs;->map$delegate:Ljava/util/Map;
    sget-object v1, Lcom/example/r18m/ToolArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 2
    aget-object v1, v1, v2
    invoke-interface {v1}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getPackage_name()Ljava/lang/String;
    .registers 4
    .line 9
    iget-object v0, p0, Lcom/example/r18m/ToolArgs;->map$delegate:Ljava/util/Map;
    sget-object v1, Lcom/example/r18m/ToolArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 3
    aget-object v1, v1, v2
    invoke-interface {v1}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method
