# Kotlin sketch (JournalStore.kt): the app's Preferences DataStore, a
# top-level extension property with the library's delegate, as the
# DataStore guide writes it.
#   val Context.journal: DataStore<Preferences> by preferencesDataStore(name = "journal")   // 9
# kotlinc keeps the delegate in a static field set by <clinit>, beside the
# KProperty array the getter passes to getValue.
.class public final Lcom/example/dd/JournalStoreKt;
.super Ljava/lang/Object;
.source "JournalStore.kt"

.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;

.field private static final journal$delegate:Lkotlin/properties/ReadOnlyProperty;

.method static constructor <clinit>()V
    .locals 6
    const/4 v0, 0x1
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    new-instance v1, Lkotlin/jvm/internal/PropertyReference2Impl;
    const-class v2, Lcom/example/dd/JournalStoreKt;
    const-string v3, "journal"
    const-string v4, "getJournal(Landroid/content/Context;)Landroidx/datastore/core/DataStore;"
    const/4 v5, 0x1
    invoke-direct {v1, v2, v3, v4, v5}, Lkotlin/jvm/internal/PropertyReference2Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    check-cast v1, Lkotlin/jvm/internal/PropertyReference2;
    invoke-static {v1}, Lkotlin/jvm/internal/Reflection;->property2(Lkotlin/jvm/internal/PropertyReference2;)Lkotlin/reflect/KProperty2;
    move-result-object v1
    check-cast v1, Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    sput-object v0, Lcom/example/dd/JournalStoreKt;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    .line 9
    const-string v0, "journal"
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/16 v4, 0xe
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Landroidx/datastore/preferences/PreferenceDataStoreDelegateKt;->preferencesDataStore$default(Ljava/lang/String;Landroidx/datastore/core/handlers/ReplaceFileCorruptionHandler;Lkotlin/jvm/functions/Function1;Lkotlinx/coroutines/CoroutineScope;ILjava/lang/Object;)Lkotlin/properties/ReadOnlyProperty;
    move-result-object v0
    sput-object v0, Lcom/example/dd/JournalStoreKt;->journal$delegate:Lkotlin/properties/ReadOnlyProperty;
    return-void
.end method

.method public static final getJournal(Landroid/content/Context;)Landroidx/datastore/core/DataStore;
    .locals 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    sget-object v0, Lcom/example/dd/JournalStoreKt;->journal$delegate:Lkotlin/properties/ReadOnlyProperty;
    sget-object v1, Lcom/example/dd/JournalStoreKt;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadOnlyProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroidx/datastore/core/DataStore;
    return-object v0
.end method
