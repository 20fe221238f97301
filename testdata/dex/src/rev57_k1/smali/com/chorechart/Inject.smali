.class public final Lcom/chorechart/Inject;
.super Ljava/lang/Object;
.source "Locator.kt"

# interfaces
.implements Lkotlin/properties/ReadOnlyProperty;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLocator.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Locator.kt\ncom/chorechart/Inject\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,61:1\n1#2:62\n*E\n"
.end annotation

.field private final type:Ljava/lang/Class;
.field private instance:Ljava/lang/Object;

.method public constructor <init>(Ljava/lang/Class;)V
    .registers 3
    const-string v0, "type"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/chorechart/Inject;->type:Ljava/lang/Class;
    return-void
.end method

.method public getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 8
    const-string v1, "property"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    iget-object v0, v5, Lcom/chorechart/Inject;->instance:Ljava/lang/Object;
    if-nez v0, :L39
    sget-object v0, Lcom/chorechart/ServiceLocator;->INSTANCE:Lcom/chorechart/ServiceLocator;
    iget-object v1, v5, Lcom/chorechart/Inject;->type:Ljava/lang/Class;
    invoke-virtual {v0, v1}, Lcom/chorechart/ServiceLocator;->get(Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object v0
    move-object v2, v0
    move-object v3, v2
    .line 62
    const/4 v0, 0x0
    move v4, v0
    .line 27
    iput-object v3, v5, Lcom/chorechart/Inject;->instance:Ljava/lang/Object;
    .line 27
    move-object v0, v2
    :L39
    .line 27
    return-object v0
.end method

