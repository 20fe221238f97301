.class public final Lcom/larderly/pantry/PantryProviderKt;
.super Ljava/lang/Object;
.source "PantryProvider.kt"


# static fields
.field private static final DAY_MS:J = 0x5265c00L
