.class public final La/f;
.super Ljava/lang/Object;
.source "SourceFile"

.field private final a:Landroid/content/Context;
.field private final b:I
.field private final c:Ljava/lang/String;

.method public constructor <init>(Landroid/content/Context;ILjava/lang/String;)V
    .registers 5
    const-string v0, "ctx"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, La/f;->a:Landroid/content/Context;
    iput v3, v1, La/f;->b:I
    iput-object v4, v1, La/f;->c:Ljava/lang/String;
    return-void
.end method

