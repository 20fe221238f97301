.class public final synthetic Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda8;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Lapp/larder/home/cetp/PantryToolProvider;

.field public final synthetic f$1:Ljava/io/File;

.field public final synthetic f$2:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lapp/larder/home/cetp/PantryToolProvider;Ljava/io/File;Ljava/lang/String;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda8;->f$0:Lapp/larder/home/cetp/PantryToolProvider;

    iput-object p2, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda8;->f$1:Ljava/io/File;

    iput-object p3, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda8;->f$2:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda8;->f$0:Lapp/larder/home/cetp/PantryToolProvider;

    iget-object v1, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda8;->f$1:Ljava/io/File;

    iget-object v2, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda8;->f$2:Ljava/lang/String;

    check-cast p1, Lapp/larder/home/work/WorkParams;

    invoke-static {v0, v1, v2, p1}, Lapp/larder/home/cetp/PantryToolProvider;->exportRequest$lambda$0(Lapp/larder/home/cetp/PantryToolProvider;Ljava/io/File;Ljava/lang/String;Lapp/larder/home/work/WorkParams;)Lapp/larder/home/work/Worker;

    move-result-object v0

    return-object v0
.end method
