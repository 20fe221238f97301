.class public final Lnet/pantrybox/app/core/InlineKt$inBackground$1;
.super Ljava/lang/Object;
.source "Inline.kt"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field final synthetic $block:Lkotlin/jvm/functions/Function0;


# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function0;)V
    .registers 2

    iput-object p1, p0, Lnet/pantrybox/app/core/InlineKt$inBackground$1;->$block:Lkotlin/jvm/functions/Function0;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 2

    .line 16
    iget-object v0, p0, Lnet/pantrybox/app/core/InlineKt$inBackground$1;->$block:Lkotlin/jvm/functions/Function0;

    invoke-interface {v0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    return-void
.end method
