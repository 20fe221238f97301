.class public final Lapp/quillmark/notes/cetp/BackgroundKt$background$1;
.super Ljava/lang/Object;
.source "Background.kt"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field final synthetic $onError:Lkotlin/jvm/functions/Function1;

.field final synthetic $work:Lkotlin/jvm/functions/Function0;


# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function0;Lkotlin/jvm/functions/Function1;)V
    .registers 3

    iput-object p1, p0, Lapp/quillmark/notes/cetp/BackgroundKt$background$1;->$work:Lkotlin/jvm/functions/Function0;

    iput-object p2, p0, Lapp/quillmark/notes/cetp/BackgroundKt$background$1;->$onError:Lkotlin/jvm/functions/Function1;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 4

    .line 13
    :try_start_0
    iget-object v0, p0, Lapp/quillmark/notes/cetp/BackgroundKt$background$1;->$work:Lkotlin/jvm/functions/Function0;

    invoke-interface {v0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 14
    :catch_0
    move-exception v2

    .line 15
    const-string v0, "QuillmarkTools"

    const-string v1, "background work failed"

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 16
    iget-object v0, p0, Lapp/quillmark/notes/cetp/BackgroundKt$background$1;->$onError:Lkotlin/jvm/functions/Function1;

    invoke-interface {v0, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 18
    :goto_0
    return-void
.end method
