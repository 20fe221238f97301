.class public final Lcom/example/r26m/Draft;
.super Ljava/lang/Object;
.source "Draft.kt"

# Kotlin 2 (kotlinc 2.4): `var callerPackage: String? by fields` on a MutableMap
# property: no $delegate field (the getter and setter read the fields field),
# the setter is MapsKt's inline setValue, i.e. Map.put(property.name, value).

.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field private final fields:Ljava/util/Map;

.method static constructor <clinit>()V
    .registers 6
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    new-instance v1, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v2, Lcom/example/r26m/Draft;
    const-string v3, "callerPackage"
    const-string v4, "getCallerPackage()Ljava/lang/String;"
    const/4 v5, 0x0
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v1, v0, v5
    sput-object v0, Lcom/example/r26m/Draft;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3
    const-string v0, "fields"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r26m/Draft;->fields:Ljava/util/Map;
    return-void
.end method

.method public final getFields()Ljava/util/Map;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/r26m/Draft;->fields:Ljava/util/Map;
    return-object v0
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 4
    .line 6
    iget-object v0, p0, Lcom/example/r26m/Draft;->fields:Ljava/util/Map;
    sget-object v1, Lcom/example/r26m/Draft;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v1}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final setCallerPackage(Ljava/lang/String;)V
    .registers 5
    .line 6
    iget-object v0, p0, Lcom/example/r26m/Draft;->fields:Ljava/util/Map;
    sget-object v1, Lcom/example/r26m/Draft;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v1}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-interface {v0, v1, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    return-void
.end method
