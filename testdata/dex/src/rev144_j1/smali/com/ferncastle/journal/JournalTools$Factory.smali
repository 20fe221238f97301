.class public final Lcom/ferncastle/journal/JournalTools$Factory;
.super Ljava/lang/Object;
.source "JournalTools.java"

# interfaces
.implements Lcom/ferncastle/plugin/Registry$Factory;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/journal/JournalTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Factory"
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 51
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public create(Lcom/ferncastle/plugin/Registry$Kit;)Ljava/util/List;
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Registry$Kit;",
            ")",
            "Ljava/util/List<",
            "Lcom/ferncastle/plugin/AbstractTool;",
            ">;"
        }
    .end annotation

    .line 54
    new-instance v1, Lcom/ferncastle/journal/JournalTools$Factory$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/ferncastle/journal/JournalTools$Factory$$ExternalSyntheticLambda0;-><init>()V

    .line 55
    new-instance v2, Ljava/util/ArrayList;

    invoke-direct {v2}, Ljava/util/ArrayList;-><init>()V

    .line 56
    new-instance v0, Lcom/ferncastle/journal/JournalTools$ListEntries;

    invoke-direct {v0, p1}, Lcom/ferncastle/journal/JournalTools$ListEntries;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    invoke-interface {v2, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 57
    new-instance v0, Lcom/ferncastle/journal/JournalTools$SearchEntries;

    invoke-direct {v0, p1}, Lcom/ferncastle/journal/JournalTools$SearchEntries;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    invoke-interface {v2, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 58
    invoke-static {}, Lcom/ferncastle/journal/Op;->values()[Lcom/ferncastle/journal/Op;

    move-result-object v3

    array-length v4, v3

    const/4 v5, 0x0

    :goto_0
    if-ge v5, v4, :cond_0

    aget-object v6, v3, v5

    .line 59
    new-instance v0, Lcom/ferncastle/journal/JournalTools$OpTool;

    invoke-direct {v0, p1, v6, v1}, Lcom/ferncastle/journal/JournalTools$OpTool;-><init>(Lcom/ferncastle/plugin/Registry$Kit;Lcom/ferncastle/journal/Op;Ljava/util/function/Supplier;)V

    invoke-interface {v2, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 58
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 61
    :cond_0
    new-instance v0, Lcom/ferncastle/journal/JournalTools$ExportArchive;

    invoke-direct {v0, p1}, Lcom/ferncastle/journal/JournalTools$ExportArchive;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    invoke-interface {v2, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 62
    return-object v2
.end method
