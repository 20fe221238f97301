.class public final synthetic Lio/quillkit/notes/cetp/DescriptorsKt$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:Lorg/json/JSONArray;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;Lorg/json/JSONArray;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/DescriptorsKt$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;

    iput-object p2, p0, Lio/quillkit/notes/cetp/DescriptorsKt$$ExternalSyntheticLambda2;->f$1:Lorg/json/JSONArray;

    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lio/quillkit/notes/cetp/DescriptorsKt$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;

    iget-object v1, p0, Lio/quillkit/notes/cetp/DescriptorsKt$$ExternalSyntheticLambda2;->f$1:Lorg/json/JSONArray;

    check-cast p1, Lio/quillkit/notes/core/JsonBuilder;

    invoke-static {v0, v1, p1}, Lio/quillkit/notes/cetp/DescriptorsKt;->toolListJson$lambda$0(Ljava/lang/String;Lorg/json/JSONArray;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
