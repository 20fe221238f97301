.class public final Lcom/pawsbook/clinic/ClinicState;
.super Ljava/lang/Object;
.source "State.kt"

.field public static final INSTANCE:Lcom/pawsbook/clinic/ClinicState;
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field private static final lastBookedVisit$delegate:Lkotlin/properties/ReadWriteProperty;
.field private static final bookings$delegate:Lcom/pawsbook/clinic/BoundedCounter;

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getLastBookedVisit()Ljava/lang/String;
    .registers 4
    .line 9
    sget-object v0, Lcom/pawsbook/clinic/ClinicState;->lastBookedVisit$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/pawsbook/clinic/ClinicState;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, v3, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final setLastBookedVisit(Ljava/lang/String;)V
    .registers 6
    const-string v1, "<set-?>"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    sget-object v0, Lcom/pawsbook/clinic/ClinicState;->lastBookedVisit$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v2, Lcom/pawsbook/clinic/ClinicState;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x0
    aget-object v2, v2, v3
    invoke-interface {v0, v4, v2, v5}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method

.method public final getBookings()I
    .registers 4
    .line 12
    sget-object v0, Lcom/pawsbook/clinic/ClinicState;->bookings$delegate:Lcom/pawsbook/clinic/BoundedCounter;
    sget-object v1, Lcom/pawsbook/clinic/ClinicState;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x1
    aget-object v1, v1, v2
    invoke-virtual {v0, v3, v1}, Lcom/pawsbook/clinic/BoundedCounter;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Integer;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    return v0
.end method

.method public final setBookings(I)V
    .registers 5
    .line 12
    sget-object v0, Lcom/pawsbook/clinic/ClinicState;->bookings$delegate:Lcom/pawsbook/clinic/BoundedCounter;
    sget-object v1, Lcom/pawsbook/clinic/ClinicState;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x1
    aget-object v1, v1, v2
    invoke-virtual {v0, v3, v1, v4}, Lcom/pawsbook/clinic/BoundedCounter;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;I)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 10
    const/4 v0, 0x2
    new-array v0, v0, [Lkotlin/reflect/KProperty;
    move-object v7, v0
    const/4 v1, 0x0
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/pawsbook/clinic/ClinicState;
    const-string v4, "lastBookedVisit"
    const-string v5, "getLastBookedVisit()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v7, v1
    const/4 v1, 0x1
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/pawsbook/clinic/ClinicState;
    const-string v4, "bookings"
    const-string v5, "getBookings()I"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    aput-object v2, v7, v1
    sput-object v7, Lcom/pawsbook/clinic/ClinicState;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/pawsbook/clinic/ClinicState;
    invoke-direct {v0}, Lcom/pawsbook/clinic/ClinicState;-><init>()V
    sput-object v0, Lcom/pawsbook/clinic/ClinicState;->INSTANCE:Lcom/pawsbook/clinic/ClinicState;
    sget-object v0, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    move-object v7, v0
    const-string v0, ""
    move-object v8, v0
    const/4 v0, 0x0
    move v9, v0
    new-instance v0, Lcom/pawsbook/clinic/ClinicState$special$$inlined$observable$1;
    invoke-direct {v0, v8}, Lcom/pawsbook/clinic/ClinicState$special$$inlined$observable$1;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lkotlin/properties/ReadWriteProperty;
    sput-object v0, Lcom/pawsbook/clinic/ClinicState;->lastBookedVisit$delegate:Lkotlin/properties/ReadWriteProperty;
    new-instance v0, Lcom/pawsbook/clinic/BoundedCounter;
    const/16 v2, 0x2710
    invoke-direct {v0, v2}, Lcom/pawsbook/clinic/BoundedCounter;-><init>(I)V
    sput-object v0, Lcom/pawsbook/clinic/ClinicState;->bookings$delegate:Lcom/pawsbook/clinic/BoundedCounter;
    return-void
.end method

