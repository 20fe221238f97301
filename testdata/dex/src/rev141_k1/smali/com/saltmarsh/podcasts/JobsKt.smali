.class public final Lcom/saltmarsh/podcasts/JobsKt;
.super Ljava/lang/Object;
.source "Jobs.kt"


# static fields
.field public static final EXTRA_EPISODE:Ljava/lang/String; = "episode_id"

.field public static final EXTRA_OPERATION:Ljava/lang/String; = "operation_id"

.field public static final EXTRA_UID:Ljava/lang/String; = "uid"
