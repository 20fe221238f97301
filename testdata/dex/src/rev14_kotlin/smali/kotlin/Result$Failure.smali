# kotlin.Result.Failure as R8 keeps it from kotlin-stdlib (unrenamed here for reading).
.class public final Lkotlin/Result$Failure;
.super Ljava/lang/Object;
.source "Result.kt"

# interfaces
.implements Ljava/io/Serializable;

# instance fields
.field public final exception:Ljava/lang/Throwable;

# direct methods
.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 3
    const-string v0, "exception"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lkotlin/Result$Failure;->exception:Ljava/lang/Throwable;
    return-void
.end method
