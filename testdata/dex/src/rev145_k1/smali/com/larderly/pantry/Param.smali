.class public final Lcom/larderly/pantry/Param;
.super Ljava/lang/Object;
.source "ToolDsl.kt"


# instance fields
.field private final description:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final required:Z

.field private final type:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/String;)V
    .registers 6

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "type"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/pantry/Param;->name:Ljava/lang/String;

    iput-object p2, p0, Lcom/larderly/pantry/Param;->type:Ljava/lang/String;

    iput-boolean p3, p0, Lcom/larderly/pantry/Param;->required:Z

    iput-object p4, p0, Lcom/larderly/pantry/Param;->description:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/larderly/pantry/Param;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/larderly/pantry/Param;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequired()Z
    .registers 2

    .line 15
    iget-boolean v0, p0, Lcom/larderly/pantry/Param;->required:Z

    return v0
.end method

.method public final getType()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/larderly/pantry/Param;->type:Ljava/lang/String;

    return-object v0
.end method
