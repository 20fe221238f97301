.class public final Lapp/keelson/backup/cetp/Outcome$Status;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/keelson/backup/cetp/Outcome;


# instance fields
.field private final data:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 3

    const-string v0, "data"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/keelson/backup/cetp/Outcome$Status;->data:Lorg/json/JSONObject;

    return-void
.end method


# virtual methods
.method public final getData()Lorg/json/JSONObject;
    .registers 2

    .line 27
    iget-object v0, p0, Lapp/keelson/backup/cetp/Outcome$Status;->data:Lorg/json/JSONObject;

    return-object v0
.end method
