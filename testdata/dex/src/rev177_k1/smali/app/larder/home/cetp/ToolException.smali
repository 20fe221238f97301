.class public final Lapp/larder/home/cetp/ToolException;
.super Ljava/lang/Exception;
.source "Failures.kt"


# instance fields
.field private final failure:Lapp/larder/home/cetp/ToolFailure;


# direct methods
.method public constructor <init>(Lapp/larder/home/cetp/ToolFailure;)V
    .registers 3

    const-string v0, "failure"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    invoke-direct {p0}, Ljava/lang/Exception;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/ToolException;->failure:Lapp/larder/home/cetp/ToolFailure;

    return-void
.end method


# virtual methods
.method public final getFailure()Lapp/larder/home/cetp/ToolFailure;
    .registers 2

    .line 20
    iget-object v0, p0, Lapp/larder/home/cetp/ToolException;->failure:Lapp/larder/home/cetp/ToolFailure;

    return-object v0
.end method
