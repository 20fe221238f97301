.class public final Lapp/trailmark/logbook/cetp/NewEntryArgs;
.super Ljava/lang/Object;
.source "Args.kt"


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final text$delegate:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x1

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/PropertyReference1Impl;

    const-class v3, Lapp/trailmark/logbook/cetp/NewEntryArgs;

    const-string v4, "text"

    const-string v5, "getText()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/PropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    sput-object v7, Lapp/trailmark/logbook/cetp/NewEntryArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    return-void
.end method

.method public constructor <init>(Ljava/util/Map;)V
    .registers 3

    const-string v0, "map"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 48
    iput-object p1, p0, Lapp/trailmark/logbook/cetp/NewEntryArgs;->text$delegate:Ljava/util/Map;

    .line 47
    return-void
.end method


# virtual methods
.method public final getText()Ljava/lang/String;
    .registers 4

    .line 48
    iget-object v2, p0, Lapp/trailmark/logbook/cetp/NewEntryArgs;->text$delegate:Ljava/util/Map;

    sget-object v0, Lapp/trailmark/logbook/cetp/NewEntryArgs;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v1, 0x0

    aget-object v0, v0, v1

    invoke-interface {v0}, Lkotlin/reflect/KProperty;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-static {v2, v1}, Lkotlin/collections/MapsKt;->getOrImplicitDefaultNullable(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final validated()Lapp/trailmark/logbook/cetp/NewEntryArgs;
    .registers 8

    .line 50
    move-object v3, p0

    move-object v0, v3

    check-cast v0, Lapp/trailmark/logbook/cetp/NewEntryArgs;

    move-object v4, v0

    .line 71
    const/4 v5, 0x0

    .line 50
    invoke-virtual {v4}, Lapp/trailmark/logbook/cetp/NewEntryArgs;->getText()Ljava/lang/String;

    move-result-object v0

    check-cast v0, Ljava/lang/CharSequence;

    invoke-static {v0}, Lkotlin/text/StringsKt;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    invoke-virtual {v4}, Lapp/trailmark/logbook/cetp/NewEntryArgs;->getText()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x7d0

    if-gt v0, v1, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_2

    .line 71
    const/4 v6, 0x0

    .line 50
    const-string v6, "text"

    new-instance v0, Ljava/lang/IllegalArgumentException;

    invoke-virtual {v6}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_2
    move-object v0, v3

    check-cast v0, Lapp/trailmark/logbook/cetp/NewEntryArgs;

    return-object v0
.end method
