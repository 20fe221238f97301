.class public final synthetic Lapp/quire/reader/cetp/ShelfToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/quire/reader/cetp/ShelfToolProvider;


# direct methods
.method public synthetic constructor <init>(Lapp/quire/reader/cetp/ShelfToolProvider;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/quire/reader/cetp/ShelfToolProvider$$ExternalSyntheticLambda0;->f$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    iget-object v0, p0, Lapp/quire/reader/cetp/ShelfToolProvider$$ExternalSyntheticLambda0;->f$0:Lapp/quire/reader/cetp/ShelfToolProvider;

    invoke-static {v0}, Lapp/quire/reader/cetp/ShelfToolProvider;->library_delegate$lambda$0(Lapp/quire/reader/cetp/ShelfToolProvider;)Lapp/quire/reader/data/LibraryRepository;

    move-result-object v0

    return-object v0
.end method
