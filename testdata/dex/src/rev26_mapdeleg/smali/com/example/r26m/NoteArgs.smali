.class public final Lcom/example/r26m/NoteArgs;
.super Ljava/lang/Object;
.source "NoteArgs.kt"

# Kotlin 2 (kotlinc 2.4): `val x by args` on a constructor parameter keeps one
# $delegate field per property, and <clinit> stores the property references
# themselves into $$delegatedProperties (no Reflection.property1 wrapper).

.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field private final callerPackage$delegate:Ljava/util/Map;
.field private final title$delegate:Ljava/util/Map;

.method static constructor <clinit>()V
    .registers 6
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    new-instance v1, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-class v2, Lcom/example/r26m/NoteArgs;
    const-string v3, "callerPackage"
    const-string v4, "getCallerPackage()Ljava/lang/String;"
    const/4 v5, 0x0
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v1, v0, v5
    new-instance v1, Lkotlin/jvm/internal/PropertyReference1Impl;
    const-string v3, "title"
    const-string v4, "getTitle()Ljava/lang/String;"
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v2, 0x1
    aput-object v1, v0, v2
    sput-object v0, Lcom/example/r26m/NoteArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3
    const-string v0, "args"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 6
    iput-object p1, p0, Lcom/example/r26m/NoteArgs;->callerPackage$delegate:Ljava/util/Map;
    .line 7
    iput-object p1, p0, Lcom/example/r26m/NoteArgs;->title$delegate:Ljava/util/Map;
    return-void
.end method

.method public final getCallerPackage()Ljava/lang/String;
    .registers 4
    .line 6
    iget-object v0, p0, Lcom/example/r26m/NoteArgs;->callerPackage$delegate:Ljava/util/Map;
    sget-object v1, Lcom/example/r26m/NoteArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v1}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 4
    .line 7
    iget-object v0, p0, Lcom/example/r26m/NoteArgs;->title$delegate:Ljava/util/Map;
    sget-object v1, Lcom/example/r26m/NoteArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x1
    aget-object v1, v1, v2
    invoke-interface {v1}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method
